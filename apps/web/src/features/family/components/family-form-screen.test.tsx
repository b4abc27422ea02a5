import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDateToday } from '@app/contract/dates';
import { familyMemberFixture } from '@app/contract/testing/fixtures';
import { expectNoRawKeys, loadBuiltTexts } from '../../../../test/built-texts';
import { renderScreen } from '../../../../test/render';
import { paths } from '../../../config/paths';
import { person, serveFamily } from '../testing';
import { registerFamilyTexts } from '../texts';
import { FamilyFormScreen } from './family-form-screen';

// The form fetches the contract's rules on first use: allow a loaded machine.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const today = isoDateToday();
const render = (route: string = paths.myFamilyEdit) =>
  renderScreen(<FamilyFormScreen />, {
    path: paths.myFamilyEdit,
    route,
    routes: [{ path: paths.myFamily, element: <p>family list</p> }],
  });

/** Fills the form through its labelled controls, as a member would. */
async function fillIn(values: Record<string, string>) {
  const user = userEvent.setup();
  const labels: Record<string, string> = {
    chineseName: 'Chinese name',
    englishName: 'English name (pinyin)',
    relation: 'Relationship to you',
    gender: 'Gender',
    birthDate: 'Date of birth',
    idType: 'ID type',
    idNumber: 'ID number',
    nationality: 'Nationality',
  };
  for (const [key, value] of Object.entries(values)) {
    const control = screen.getByLabelText(labels[key]!, { exact: false });
    if (control.tagName === 'SELECT') await user.selectOptions(control, value);
    else fireEvent.change(control, { target: { value } });
  }
  return user;
}

describe('FamilyFormScreen', () => {
  it("renders the insured section's fields under DESIGN.md's names", async () => {
    serveFamily({});
    render();
    for (const label of ['Chinese name', 'Relationship to you', 'ID type', 'Nationality']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Relationship to you/)).toHaveAttribute('name', 'relation');
  });

  it('adds a family member, says so and goes back to the list', async () => {
    const { seen } = serveFamily({
      'user/saveSubUser': (fields) => ({
        code: 200,
        msg: 'Save Successful',
        data: { id: 'f9', ...fields },
      }),
    });
    render();
    const user = await fillIn(familyMemberFixture(today));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('family list')).toBeInTheDocument();
    const saved = seen.find((r) => r.path === 'user/saveSubUser');
    expect(saved?.fields).toMatchObject({ ...familyMemberFixture(today) });
    expect(saved?.fields).not.toHaveProperty('id');
    expect(await screen.findByText('Save Successful')).toBeInTheDocument();
  });

  it(
    'checks the fields before sending: messages beside them, a toast, the first focused',
    { timeout: 20_000 },
    async () => {
      const { seen } = serveFamily({});
      render();
      const user = await fillIn({ englishName: 'Chan 大文' });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByTestId('error-chineseName')).toHaveTextContent(
        'Please enter the Chinese name',
      );
      expect(screen.getByTestId('error-englishName')).toBeInTheDocument();
      expect(await screen.findByText('Please correct the marked fields')).toBeInTheDocument();
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByLabelText(/^Chinese name/)),
      );
      expect(screen.getByLabelText(/^English name/)).toHaveValue('Chan 大文');
      expect(seen.some((r) => r.path === 'user/saveSubUser')).toBe(false);
    },
  );

  it.each([
    ['en-US', 'Please choose the relationship to you'],
    ['zh-CN', '请选择与本人关系'],
  ] as const)(
    'prompts every empty field in words with only the texts a build has (%s, issue 36)',
    { timeout: 20_000 },
    async (language, relation) => {
      loadBuiltTexts(language, registerFamilyTexts);
      serveFamily({});
      render();
      expectNoRawKeys();
      fireEvent.submit(document.querySelector('form')!);
      expect(await screen.findByTestId('error-relation')).toHaveTextContent(relation);
      expectNoRawKeys();
    },
  );

  it("shows the server's refusal beside its field and keeps what was typed", async () => {
    serveFamily({
      'user/saveSubUser': () => ({
        code: 400,
        msg: 'Please enter a valid ID number',
        data: { fields: { idNumber: 'Please enter a valid ID number' } },
      }),
    });
    render();
    const user = await fillIn(familyMemberFixture(today));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('error-idNumber')).toHaveTextContent(
      'Please enter a valid ID number',
    );
    expect(screen.getByLabelText(/^Chinese name/)).toHaveValue('陈小明');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^ID number/)));
    expect(screen.queryByText('family list')).not.toBeInTheDocument();
  });

  it('toasts the limit (409) and stays', async () => {
    serveFamily({
      'user/saveSubUser': () => ({ code: 409, msg: 'You can keep at most 20 family members' }),
    });
    render();
    const user = await fillIn(familyMemberFixture(today));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can keep at most 20 family members')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Chinese name/)).toHaveValue('陈小明');
  });

  it('edits the one named by ?id=, sending its id', async () => {
    const { seen } = serveFamily({
      'user/subUserList': () => ({ code: 200, data: [person(today)] }),
      'user/saveSubUser': (fields) => ({ code: 200, data: { ...person(today), ...fields } }),
    });
    render(`${paths.myFamilyEdit}?id=f1`);
    expect(await screen.findByDisplayValue('陈小明')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit family member' })).toBeInTheDocument();
    const user = await fillIn({ englishName: 'Chan Siu Wah' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('family list')).toBeInTheDocument();
    expect(seen.find((r) => r.path === 'user/saveSubUser')?.fields).toMatchObject({
      id: 'f1',
      englishName: 'Chan Siu Wah',
      chineseName: '陈小明',
    });
  });

  it('says when the id names nobody', async () => {
    serveFamily({ 'user/subUserList': () => ({ code: 200, data: [] }) });
    render(`${paths.myFamilyEdit}?id=gone`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This family member does not exist or was removed',
    );
  });
});
