import { enums } from '@app/contract/enums';
import type { BusinessStatus } from '@app/contract/enums';
import { useTranslation } from '../../../i18n/use-translation';
import type { EnumLabeller } from '../lib/use-enum-label';

interface StatusFilterProps {
  value: BusinessStatus | undefined;
  onChange: (status: BusinessStatus | undefined) => void;
  label: EnumLabeller;
}

/**
 * 'All' and one chip per business status. Toggle buttons (aria-pressed) rather than antd-mobile's
 * Tabs: those are divs a keyboard cannot reach, and they bring an animation library along.
 */
export function StatusFilter({ value, onChange, label }: StatusFilterProps) {
  const { t } = useTranslation();
  const options: { value: BusinessStatus | undefined; text: string }[] = [
    { value: undefined, text: t('business.filter.all') },
    ...enums.businessStatus.map((status) => ({
      value: status,
      text: label('businessStatus', status),
    })),
  ];
  return (
    <div
      className="status-filter"
      role="group"
      aria-label={t('business.filter.label')}
      data-testid="status-filter"
    >
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          className="status-filter__chip"
          aria-pressed={option.value === value}
          data-value={option.value ?? 'all'}
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
