import { useTranslation } from '../../../i18n/use-translation';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';

/** "Mine" or everyone's: the lists of what staff look after (D84). */
export function AssigneeFilter(props: { value: string; onChange: (assignee: string) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="assignee"
      label={t('pda.desk.assignee')}
      value={props.value}
      options={[{ value: 'me', label: t('pda.desk.mine') }]}
      emptyLabel={t('pda.common.all')}
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
