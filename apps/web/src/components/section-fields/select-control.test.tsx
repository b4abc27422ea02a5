import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LONG_LIST, revealEverythingAtOnce } from '../../hooks/use-reveal-in-steps';
import { MultiSelectControl } from './multi-select-control';
import { SelectControl } from './select-control';

const options = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `C${i}`, label: `Country ${i}` }));
const control = { id: 'f', 'aria-invalid': false } as never;
const noop = () => {};

// test/setup.ts renders everything at once for the forms' tests; these need the real steps.
describe('long option lists', () => {
  beforeEach(() => revealEverythingAtOnce(false));
  afterEach(() => revealEverythingAtOnce());

  it('shows the chosen country at once and the whole list one task later', async () => {
    const list = options(250);
    render(
      <SelectControl
        control={control}
        name="nationality"
        required
        value="C120"
        options={list}
        onChange={noop}
      />,
    );
    const select = screen.getByRole('combobox');
    expect(select).toHaveValue('C120');
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    await within(select).findByRole('option', { name: 'Country 249' });
    expect(within(select).getAllByRole('option')).toHaveLength(251);
    expect(select).toHaveValue('C120');
  });

  it('renders a short list with the control', () => {
    render(
      <SelectControl
        control={control}
        name="gender"
        required
        value=""
        options={options(LONG_LIST)}
        onChange={noop}
      />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(LONG_LIST + 1);
  });

  it('keeps the chosen ones of a multiple choice selected while the list follows', async () => {
    render(
      <MultiSelectControl
        control={control}
        name="otherFundingCountries"
        label="Other funding countries"
        value={['C3', 'C200']}
        options={options(250)}
        onChange={noop}
      />,
    );
    const select = screen.getByRole('listbox');
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    await within(select).findByRole('option', { name: 'Country 249' });
    const selected = within(select)
      .getAllByRole('option', { selected: true })
      .map((o) => o.textContent);
    expect(selected).toEqual(['Country 3', 'Country 200']);
  });
});
