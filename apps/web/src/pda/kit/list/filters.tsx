import { useTranslation } from '../../../i18n/use-translation';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import type { Option } from '../../components/select-field';

interface ChoiceFilterProps {
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}

/** One of a list's filters as a choice, "All" when none is made (kept in the URL like every filter). */
export function ChoiceFilter(props: ChoiceFilterProps) {
  const { t } = useTranslation();
  return <SelectField {...props} emptyLabel={t('pda.common.all')} />;
}

/** "Mine" or everyone's: the lists of what staff look after (D84). */
export function AssigneeFilter(props: { value: string; onChange: (assignee: string) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      name="assignee"
      label={t('pda.desk.assignee')}
      value={props.value}
      options={[{ value: 'me', label: t('pda.desk.mine') }]}
      onChange={props.onChange}
    />
  );
}

interface DateRangeProps {
  from: string;
  to: string;
  /** The two fields' labels (i18n keys): what the dates are of. */
  labels: { from: string; to: string };
  onChange: (change: { from?: string; to?: string }) => void;
}

/** Two date fields, `from` and `to`, kept in the URL like every filter. */
export function DateRangeFilter({ from, to, labels, onChange }: DateRangeProps) {
  const { t } = useTranslation();
  const dates = { from, to };
  return (
    <>
      {(['from', 'to'] as const).map((key) => (
        <InputField
          key={key}
          name={key}
          type="date"
          label={t(labels[key])}
          value={dates[key]}
          onChange={(value) => onChange({ [key]: value })}
        />
      ))}
    </>
  );
}
