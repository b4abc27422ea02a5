import { useState } from 'react';
import { noticeCreate } from '@app/contract/admin/notice-schemas';
import type { MemberSummary } from '@app/contract/admin/api/members';
import { useTranslation } from '../../../../i18n/use-translation';
import { showToast } from '../../../../lib/feedback';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec, FormValues } from '../../../kit/form/fields';
import { can } from '../../../lib/roles';
import { useStaff } from '../../../lib/use-staff';
import { useSendNotice } from '../api/use-notices';
import { MemberPicker } from './member-picker';

type Name = 'titleZh' | 'titleHk' | 'titleEn' | 'bodyZh' | 'bodyHk' | 'bodyEn' | 'link';
const blank: FormValues<Name> = {
  titleZh: '',
  titleHk: '',
  titleEn: '',
  bodyZh: '',
  bodyHk: '',
  bodyEn: '',
  link: '',
};

/** The server's field names (title.zhCN …) are the paths of the form's. */
const fields: readonly FieldSpec<Name>[] = [
  { name: 'titleZh', path: 'title.zhCN', label: 'pda.notices.titleZh', maxLength: 100 },
  // zh-HK left blank is sent blank: the server writes the Hong Kong conversion (D88).
  {
    name: 'titleHk',
    path: 'title.zhHK',
    label: 'pda.notices.titleHk',
    hint: 'pda.notices.hkHint',
    maxLength: 100,
  },
  { name: 'titleEn', path: 'title.enUS', label: 'pda.notices.titleEn', maxLength: 100 },
  {
    name: 'bodyZh',
    path: 'body.zhCN',
    label: 'pda.notices.bodyZh',
    kind: 'multiline',
    maxLength: 2000,
  },
  {
    name: 'bodyHk',
    path: 'body.zhHK',
    label: 'pda.notices.bodyHk',
    hint: 'pda.notices.hkHint',
    kind: 'multiline',
    maxLength: 2000,
  },
  {
    name: 'bodyEn',
    path: 'body.enUS',
    label: 'pda.notices.bodyEn',
    kind: 'multiline',
    maxLength: 2000,
  },
  { name: 'link', label: 'pda.notices.link', hint: 'pda.notices.linkHint', maxLength: 300 },
];

/** A notice to one member (picked by e-mail) or, for admins and operators, to every member. */
export function SendNoticeForm() {
  const { t } = useTranslation();
  const staff = useStaff();
  const [toAll, setToAll] = useState(false);
  const [member, setMember] = useState<MemberSummary | null>(null);
  const send = useSendNotice();

  return (
    <ConsoleForm
      card={{ id: 'send-notice-title', title: t('pda.notices.sendTitle') }}
      fields={fields}
      grid
      schema={noticeCreate}
      initial={blank}
      outside={['memberId']}
      toBody={(body) => ({
        ...(toAll ? { all: true } : member ? { memberId: member.id } : {}),
        title: { zhCN: body.titleZh ?? '', zhHK: body.titleHk ?? '', enUS: body.titleEn ?? '' },
        body: { zhCN: body.bodyZh ?? '', zhHK: body.bodyHk ?? '', enUS: body.bodyEn ?? '' },
        ...(body.link ? { link: body.link } : {}),
      })}
      // Every member at once cannot be taken back: asked first.
      confirm={(body) => (body.all ? t('pda.notices.toAllConfirm') : undefined)}
      resetOnDone
      onSubmit={send.mutateAsync}
      onDone={() => showToast(t('pda.notices.sent'))}
      submitLabel={t('pda.notices.send')}
      lead={(form) => (
        <>
          {can.notifyAll(staff.role) && (
            <fieldset className="notice-audience">
              <legend>{t('pda.notices.audience')}</legend>
              <label>
                <input
                  type="radio"
                  name="audience"
                  checked={!toAll}
                  onChange={() => setToAll(false)}
                />{' '}
                {t('pda.notices.toMember')}
              </label>
              <label>
                <input
                  type="radio"
                  name="audience"
                  checked={toAll}
                  onChange={() => {
                    setToAll(true);
                    form.clearError('memberId');
                  }}
                />{' '}
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
                form.clearError('memberId');
              }}
              // No member yet: the schema's either-or reads as what to do here.
              error={
                form.errors.memberId && (member ? form.errors.memberId : t('pda.notices.pickFirst'))
              }
            />
          )}
        </>
      )}
    />
  );
}
