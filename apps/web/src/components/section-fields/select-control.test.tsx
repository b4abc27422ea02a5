import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_LIST, revealEverythingAtOnce } from '../../hooks/use-reveal-in-steps';
import { renderFirstPaint } from '../../../test/render';
import { MultiSelectControl } from './multi-select-control';
import { SelectControl } from './select-control';

const options = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `C${i}`, label: `Country ${i}` }));
const control = { id: 'f', 'aria-invalid': false } as never;
const noop = () => {};

// test/setup.ts renders everything at once for the forms' tests; these need the real behaviour.
describe('long option lists', () => {
  beforeEach(() => {
    revealEverythingAtOnce(false);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    revealEverythingAtOnce();
  });

  const countrySelects = () =>
    render(
      <>
        <SelectControl
          control={control}
          name="nationality"
          required
          value="C120"
          options={options(250)}
          onChange={noop}
        />
        <SelectControl
          control={control}
          name="otherNationality"
          required={false}
          value=""
          options={options(250)}
          onChange={noop}
        />
      </>,
    );
  const optionCounts = () =>
    screen.getAllByRole('combobox').map((s) => s.querySelectorAll('option').length);

  it('builds no option of a long list but the chosen one until it is wanted, however long the wait', () => {
    countrySelects();
    const [nationality] = screen.getAllByRole('combobox');
    // The placeholder and the chosen country; the empty one only its placeholder.
    expect(optionCounts()).toEqual([2, 1]);
    expect(nationality).toHaveValue('C120');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(optionCounts()).toEqual([2, 1]);
  });

  it('shows every option once the member focuses the control, the chosen one still chosen', () => {
    countrySelects();
    const [nationality] = screen.getAllByRole('combobox');
    fireEvent.focus(nationality!);
    expect(optionCounts()).toEqual([251, 1]);
    expect(nationality).toHaveValue('C120');
    const labels = within(nationality!)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels.slice(1)).toEqual(options(250).map((o) => o.label));
  });

  it('shows every option on a pointer down, before the picker opens', () => {
    countrySelects();
    const [, other] = screen.getAllByRole('combobox');
    fireEvent.pointerDown(other!);
    expect(optionCounts()).toEqual([2, 251]);
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

  it('fills a multiple choice, whose list is on screen, after its first render, the chosen ones kept', async () => {
    vi.useRealTimers();
    renderFirstPaint(
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
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(250));
    const selected = within(select)
      .getAllByRole('option', { selected: true })
      .map((o) => o.textContent);
    expect(selected).toEqual(['Country 3', 'Country 200']);
  });
});
