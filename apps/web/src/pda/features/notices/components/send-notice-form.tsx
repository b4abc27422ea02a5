import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { InputField } from '../../../components/input-field';
import type { MemberSummary } from '@app/contract/admin/api/members';
import { can } from '../../../lib/roles';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useStaff } from '../../../lib/use-staff';
import { useSendNotice } from '../api/use-notices';
import type { NoticeInput } from '../api/use-notices';
import { MemberPicker } from './member-picker';

const blank = {
  titleZh: '',
  titleHk: '',
  titleEn: '',
  bodyZh: '',
  bodyHk: '',
  bodyEn: '',
  link: '',
};
type TextName = keyof typeof blank;
/** The server's field names (title.zhCN …) beside the form's. */
const serverName: Record<TextName, string> = {
  titleZh: 'title.zhCN',
  titleHk: 'title.zhHK',
  titleEn: 'title.enUS',
  bodyZh: 'body.zhCN',
  bodyHk: 'body.zhHK',
  bodyEn: 'body.enUS',
  link: 'link',
};

/** A notice to one member (picked by e-mail) or, for admins and operators, to every member. */
export function SendNoticeForm() {
  const { t } = useTranslation();
  const staff = useStaff();
  const [toAll, setToAll] = useState(false);
  const [member, setMember] = useState<MemberSummary | null>(null);
  const [values, setValues] = useState(blank);
  const { errors, setErrors, fail, clear } = useServerErrors();
  const send = useSendNotice();
  const set = (key: TextName) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(serverName[key]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!toAll && !member) problems.memberId = t('pda.notices.pickFirst');
    for (const key of ['titleZh', 'titleEn', 'bodyZh', 'bodyEn'] as const) {
      if (!values[key].trim()) problems[serverName[key]] = t('validation.required');
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      showToast(t('validation.default'));
      return;
    }
    const input: NoticeInput = {
      ...(toAll ? { all: true as const } : { memberId: member?.id ?? '' }),
      // zh-HK left blank is sent blank: the server writes the Hong Kong conversion (D88).
      title: {
        zhCN: values.titleZh.trim(),
        zhHK: values.titleHk.trim(),
        enUS: values.titleEn.trim(),
      },
      body: { zhCN: values.bodyZh.trim(), zhHK: values.bodyHk.trim(), enUS: values.bodyEn.trim() },
      ...(values.link.trim() ? { link: values.link.trim() } : {}),
    };
    try {
      await send.mutateAsync(input);
      setValues(blank);
      showToast(t('pda.notices.sent'));
    } catch (error) {
      fail(error);
    }
  };

  const field = (name: TextName, label: string, multiline = false, max = 100, hint?: string) => (
    <InputField
      name={name}
      label={label}
      {...(hint ? { hint } : {})}
      value={values[name]}
      onChange={set(name)}
      multiline={multiline}
      maxLength={max}
      error={errors[serverName[name]]}
    />
  );

  return (
    <form
      className="form console-card"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="send-notice-title"
    >
      <h2 id="send-notice-title" className="console-card__title">
        {t('pda.notices.sendTitle')}
      </h2>
      {can.notifyAll(staff.role) && (
        <fieldset className="notice-audience">
          <legend>{t('pda.notices.audience')}</legend>
          <label>
            <input type="radio" name="audience" checked={!toAll} onChange={() => setToAll(false)} />{' '}
            {t('pda.notices.toMember')}
          </label>
          <label>
            <input type="radio" name="audience" checked={toAll} onChange={() => setToAll(true)} />{' '}
            {t('pda.notices.toAll')}
          </label>
        </fieldset>
      )}
      {toAll ? (
        <p className="field__hint">{t('pda.notices.toAllHint')}</p>
      ) : (
        <MemberPicker
          picked={member}
          onPick={(picked) => {
            setMember(picked);
            clear('memberId');
          }}
          error={errors.memberId}
        />
      )}
      <div className="console-grid">
        {field('titleZh', t('pda.notices.titleZh'))}
        {field('titleHk', t('pda.notices.titleHk'), false, 100, t('pda.notices.hkHint'))}
        {field('titleEn', t('pda.notices.titleEn'))}
        {field('bodyZh', t('pda.notices.bodyZh'), true, 2000)}
        {field('bodyHk', t('pda.notices.bodyHk'), true, 2000, t('pda.notices.hkHint'))}
        {field('bodyEn', t('pda.notices.bodyEn'), true, 2000)}
      </div>
      <InputField
        name="link"
        label={t('pda.notices.link')}
        hint={t('pda.notices.linkHint')}
        value={values.link}
        onChange={set('link')}
        maxLength={300}
        error={errors.link}
      />
      <div className="console-actions">
        <Button type="submit" color="primary" loading={send.isPending}>
          {t('pda.notices.send')}
        </Button>
      </div>
    </form>
  );
}
