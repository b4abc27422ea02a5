// The console's forms import the input from here; it is the member app's, shared.
export { InputField } from '../../components/input-field';
