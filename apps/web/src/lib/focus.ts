/** After a failed submit, keyboard and screen-reader users land on the first field to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  });
}
