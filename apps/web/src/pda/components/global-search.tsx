import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { consolePaths } from '../lib/paths';

/** The header's search across members, reservations and businesses: opens the results screen. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    if (text) void navigate(consolePaths.searchHref(text));
  };
  return (
    <form
      role="search"
      aria-label={t('pda.search.label')}
      className="console__search"
      onSubmit={submit}
    >
      {/* The form fields' own box (styles.css .field__control): a bare input showed no edge. */}
      <div className="field__control">
        <input
          type="search"
          name="everything"
          className="field__input"
          aria-label={t('pda.search.label')}
          placeholder={t('pda.search.placeholder')}
          maxLength={100}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <button type="submit" className="console-button">
        {t('pda.common.search')}
      </button>
    </form>
  );
}
