import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_FAMILY_MEMBERS } from '@app/contract/calls/endpoints';
import { isoDateToday } from '@app/contract/dates';
import { renderScreen } from '../../../../test/render';
import { paths } from '../../../config/paths';
import { person, serveFamily } from '../testing';
import { FamilyListScreen } from './family-list-screen';

afterEach(() => vi.unstubAllGlobals());

const today = isoDateToday();
const render = () =>
  renderScreen(<FamilyListScreen />, {
    path: paths.myFamily,
    routes: [{ path: paths.myFamilyEdit, element: <p>family form</p> }],
  });

describe('FamilyListScreen', () => {
  it('shows a skeleton, then each family member with edit and remove', async () => {
    serveFamily({
      'user/subUserList': () => ({
        code: 200,
        data: [
          person(today),
          person(today, { id: 'f2', chineseName: '陈小红', relation: 'spouse' }),
        ],
      }),
    });
    render();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your family members' });
    const items = within(list).getAllByTestId('family-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('陈小明 Chan Siu Ming');
    expect(items[0]).toHaveTextContent('Child');
    expect(items[1]).toHaveTextContent('Spouse');
    expect(screen.getByRole('link', { name: 'Edit 陈小明 Chan Siu Ming' })).toHaveAttribute(
      'href',
      `/pages/my/family/edit?id=f1`,
    );
    expect(screen.getByRole('button', { name: 'Remove 陈小红 Chan Siu Ming' })).toBeInTheDocument();
    expect(screen.getByTestId('family-add')).toHaveTextContent('Add a family member');
  });

  it('shows ID numbers masked (issue 36)', async () => {
    serveFamily({
      'user/subUserList': () => ({
        code: 200,
        data: [person(today, { idType: 'hkId', idNumber: 'A123456(3)' })],
      }),
    });
    render();
    const item = await screen.findByTestId('family-item');
    expect(item).toHaveTextContent('A12****(3)');
    expect(item).not.toHaveTextContent('A123456');
  });

  it('says when there is nobody yet, with a way to add one', async () => {
    serveFamily({ 'user/subUserList': () => ({ code: 200, data: [] }) });
    render();
    expect(await screen.findByTestId('family-empty')).toHaveTextContent('No family members yet');
    await userEvent.click(screen.getByRole('link', { name: 'Add a family member' }));
    expect(await screen.findByText('family form')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    serveFamily({
      'user/subUserList': () =>
        fail ? { code: 500, msg: 'server busy' } : { code: 200, data: [] },
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your family members could not be loaded',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('family-empty')).toBeInTheDocument();
  });

  it('hides the add link at the limit', async () => {
    const many = Array.from({ length: MAX_FAMILY_MEMBERS }, (_, i) =>
      person(today, { id: `f${i}` }),
    );
    serveFamily({ 'user/subUserList': () => ({ code: 200, data: many }) });
    render();
    expect(await screen.findByRole('note')).toHaveTextContent(
      `You can keep at most ${MAX_FAMILY_MEMBERS} family members`,
    );
    expect(screen.queryByTestId('family-add')).not.toBeInTheDocument();
  });

  it('removes one only after the member confirms', async () => {
    let kept = [person(today)];
    const { seen } = serveFamily({
      'user/subUserList': () => ({ code: 200, data: kept }),
      'user/removeSubUser': () => {
        kept = [];
        return { code: 200, msg: 'Removed', data: null };
      },
    });
    render();
    // antd-mobile animates the dialog in with pointer-events off; jsdom never finishes it.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const question = 'Remove 陈小明 Chan Siu Ming from your family members?';
    const remove = await screen.findByRole('button', { name: /^Remove 陈小明/ });
    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());
    expect(seen.some((r) => r.path === 'user/removeSubUser')).toBe(false);

    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(question);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByTestId('family-empty')).toBeInTheDocument();
    const removed = seen.find((r) => r.path === 'user/removeSubUser');
    expect(removed?.fields.id).toBe('f1');
    await waitFor(() => expect(screen.getByText('Removed')).toBeInTheDocument());
  });
});
