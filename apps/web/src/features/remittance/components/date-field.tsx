import { FieldFrame } from '../../../components/field-frame';

interface DateFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max?: string;
  /** Already translated. */
  error?: string | undefined;
}

/** A date of the money area (a statement's range, a remittance's day): the phone's own picker. */
export function DateField({ name, label, value, onChange, max, error }: DateFieldProps) {
  return (
    <FieldFrame label={label} error={error} errorTestId={`error-${name}`} boxed={false}>
      {(aria) => (
        <input
          {...aria}
          className="money-date"
          type="date"
          name={name}
          max={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
