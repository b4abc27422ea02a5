// The console's forms import the select from here; it is the member app's, shared.
export { SelectField } from '../../components/select-field';
export type { Option } from '../../components/select-field';
