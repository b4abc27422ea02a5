import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadDialog } from './dialog';
import { closeDialogsOnNavigation } from './dialogs-on-navigation';

describe('closeDialogsOnNavigation', () => {
  it('closes an open dialog, unconfirmed, when the location changes (issue 36)', async () => {
    const router = createMemoryRouter(
      [
        { path: '/my', element: null },
        { path: '/login', element: null },
      ],
      { initialEntries: ['/login', '/my'], initialIndex: 1 },
    );
    const stop = closeDialogsOnNavigation(router);
    const Dialog = await loadDialog();
    let answer: boolean | undefined;
    void Dialog.confirm({ content: 'Log out?' }).then((confirmed) => {
      answer = confirmed;
    });
    await waitFor(() => expect(document.querySelector('.adm-dialog-body')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.adm-dialog-body')).not.toBeNull();
    await router.navigate(-1);
    await waitFor(() => expect(document.querySelector('.adm-dialog-body')).toBeNull());
    // Closed, not confirmed: what the dialog guarded (the log-out) does not happen.
    await waitFor(() => expect(answer).toBe(false));
    stop();
    router.dispose();
  });
});
