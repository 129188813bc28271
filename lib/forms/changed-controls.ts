/**
 * What a form's controls say now, read from the DOM: a server-rendered form is usable before its
 * page hydrates, and hydration leaves what the visitor changed in the meantime as it is (React
 * takes the rendered values as the controls' defaults). These read it back.
 */

function isChanged(element: Element): boolean {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox' || element.type === 'radio')
      return element.checked !== element.defaultChecked;
    if (['hidden', 'submit', 'button', 'reset', 'image'].includes(element.type)) return false;
    return element.value !== element.defaultValue;
  }
  if (element instanceof HTMLSelectElement) {
    return Array.from(element.options).some((option) => option.selected !== option.defaultSelected);
  }
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
  return false;
}

/** True when a control of the form (or associated with it by `form=`) differs from what was rendered. */
export function hasChangedControls(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some(isChanged);
}

/** The query string the form would submit, as a GET form does: every named, enabled control's value. */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value);
  }
  return params;
}
