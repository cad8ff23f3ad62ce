/**
 * Moves the focus to the first field of a form that shows an error (aria-invalid), in the order a person reads
 * the form, once React has rendered the messages. Given to react-hook-form's handleSubmit as its onInvalid, so
 * that a form whose fields live in Controllers or custom inputs focuses the first invalid one every time.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first && document.activeElement !== first) first.focus();
  });
}
