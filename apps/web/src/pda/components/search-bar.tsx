import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { InputField } from './input-field';

interface SearchBarProps {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  /** Filters shown beside the box. */
  children?: ReactNode;
}

/** A search term's box: the browser's search input, at most the 100 characters a `q` may have. */
export function SearchInput(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return <InputField {...props} type="search" maxLength={100} />;
}

/** A search box (applied on Enter or the button) with the screen's filters, in a search landmark. */
export function SearchBar({ label, value, onSearch, children }: SearchBarProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q.trim());
  };
  return (
    <div role="search" className="console-search">
      <form className="console-search__box" onSubmit={submit}>
        <SearchInput name="q" label={label} value={q} onChange={setQ} />
        <button type="submit" className="console-button">
          {t('pda.common.search')}
        </button>
      </form>
      {children && <div className="console-search__filters">{children}</div>}
    </div>
  );
}
