import { useTranslation } from '../../../i18n/use-translation';

/** The selection of a list row for a bulk change, named by the row it selects. */
export function SelectBox(props: { name: string; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <label className="console-select-box">
      <input
        type="checkbox"
        checked={props.checked}
        aria-label={t('pda.desk.select', { name: props.name })}
        onChange={props.onToggle}
      />
    </label>
  );
}

/** A list's rows chosen for a bulk change, by their key (id or token). */
export interface Selection {
  selected: ReadonlySet<string>;
  toggle: (key: string) => void;
}
