export interface Option {
  value: string;
  label: string;
}

/** The choices of a native select, member and console alike: the value is the option's key. */
export function OptionList({ options }: { options: readonly Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
