import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LONG_LIST,
  LONG_LIST_CHUNK,
  revealEverythingAtOnce,
} from '../../hooks/use-reveal-in-steps';
import { MultiSelectControl } from './multi-select-control';
import { SelectControl } from './select-control';

const options = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ value: `C${i}`, label: `Country ${i}` }));
const control = { id: 'f', 'aria-invalid': false } as never;
const noop = () => {};
const nextFrame = () => act(() => void vi.advanceTimersToNextFrame());

// test/setup.ts renders everything at once for the forms' tests; these need the real steps.
describe('long option lists', () => {
  beforeEach(() => {
    revealEverythingAtOnce(false);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    revealEverythingAtOnce();
  });

  it('shows the chosen country at once and the rest a chunk per frame, in order', () => {
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
    const names = () =>
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(select).toHaveValue('C120');
    expect(names()).toHaveLength(2);
    nextFrame();
    // The first chunk, with the chosen one after it until its own chunk comes.
    expect(names()).toHaveLength(1 + LONG_LIST_CHUNK + 1);
    expect(names().at(-1)).toBe('Country 120');
    expect(select).toHaveValue('C120');
    nextFrame();
    nextFrame();
    expect(names().slice(1)).toEqual(list.map((o) => o.label));
    expect(select).toHaveValue('C120');
  });

  it('fills one long list at a time: no frame renders more than a chunk', () => {
    render(
      <>
        <SelectControl
          control={control}
          name="nationality"
          required
          value=""
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
    const counts = () =>
      screen.getAllByRole('combobox').map((s) => s.querySelectorAll('option').length);
    const seen = [counts()];
    for (let frame = 0; frame < 6; frame++) {
      nextFrame();
      seen.push(counts());
    }
    // A placeholder each, then 100 options per frame: the first list, then the second.
    expect(seen).toEqual([
      [1, 1],
      [101, 1],
      [201, 1],
      [251, 1],
      [251, 101],
      [251, 201],
      [251, 251],
    ]);
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

  it('keeps the chosen ones of a multiple choice selected while the list follows', () => {
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
    nextFrame();
    nextFrame();
    nextFrame();
    expect(within(select).getAllByRole('option')).toHaveLength(250);
    const selected = within(select)
      .getAllByRole('option', { selected: true })
      .map((o) => o.textContent);
    expect(selected).toEqual(['Country 3', 'Country 200']);
  });
});
