import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { SearchInput } from '../../../components/search-bar';
import type { MemberSummary } from '@app/contract/admin/api/members';
import { useMemberSearch } from '../api/use-notices';

interface MemberPickerProps {
  picked: MemberSummary | null;
  onPick: (member: MemberSummary) => void;
  error?: string | undefined;
}

/** Finds members by e-mail (the members call, an agent's book only) and picks one. */
export function MemberPicker({ picked, onPick, error }: MemberPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const search = useMemberSearch(q);
  const find = () => setQ(typed.trim());
  // Enter in the box finds a member instead of sending the notice form around it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    find();
  };
  return (
    <div className="notice-picker" role="search">
      <div className="notice-picker__box" onKeyDown={onKeyDown}>
        <SearchInput
          name="memberSearch"
          label={t('pda.notices.search')}
          value={typed}
          onChange={setTyped}
          error={error}
        />
        <button type="button" className="console-link-button" onClick={find}>
          {t('pda.notices.searchButton')}
        </button>
      </div>
      {picked && (
        <p className="notice-picker__picked" role="status" data-testid="picked-member">
          {t('pda.notices.picked', { name: picked.name, email: picked.email })}
        </p>
      )}
      {q !== '' && search.isSuccess && (
        <ul className="console-list" aria-label={t('pda.notices.results')}>
          {search.data.list.length === 0 ? (
            <li>{t('pda.notices.noResults')}</li>
          ) : (
            search.data.list.map((member) => (
              <li key={member.id} className="notice-picker__result">
                {member.name}{' '}
                <button
                  type="button"
                  className="console-link-button"
                  aria-pressed={picked?.id === member.id}
                  onClick={() => onPick(member)}
                >
                  {t('pda.notices.pick', { email: member.email })}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
