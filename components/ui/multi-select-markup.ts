import { ALL_OPTION_CLASS, type MultiSelectOption } from './multi-select-options';
import styles from './multi-select.module.css';

/**
 * The checkbox list of a closed multi-select as HTML text: what MultiSelectOptions renders, minus
 * its search box. A closed list is in the document for visitors whose scripts have not run (its
 * boxes tick and submit with the form), but nobody uses it until it opens, so it is not hydrated:
 * React sets it as inner HTML and keeps it as it is (a unit test holds both renderings equal).
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** In React's order of attributes: type, name, checked, value. */
function checkbox(checked: boolean, field?: { name?: string; value: string }): string {
  const name = field?.name === undefined ? '' : ` name="${escapeHtml(field.name)}"`;
  const value = field === undefined ? '' : ` value="${escapeHtml(field.value)}"`;
  return `<input type="checkbox"${name}${checked ? ' checked=""' : ''}${value}/>`;
}

function count(option: MultiSelectOption): string {
  if (option.count === undefined) return '';
  const hidden = (text: string) => `<span class="visually-hidden">${text}</span>`;
  return ` <span class="${styles.count}">${hidden('(')}${option.count}${hidden(')')}</span>`;
}

export interface OptionListMarkupProps {
  options: MultiSelectOption[];
  selected: string[];
  allLabel: string;
  name?: string;
}

export function optionListMarkup({ options, selected, allLabel, name }: OptionListMarkupProps): string {
  const item = (box: string, label: string, extra = '', className = '') =>
    `<li${className ? ` class="${className}"` : ''}><label class="${styles.option}">${box}<span class="${styles.optionLabel}">${escapeHtml(label)}</span>${extra}</label></li>`;
  const chosen = new Set(selected);
  const items = options.map((option) =>
    item(checkbox(chosen.has(option.value), { name, value: option.value }), option.label, count(option)),
  );
  return `<ul class="${styles.list}">${item(checkbox(selected.length === 0), allLabel, '', ALL_OPTION_CLASS)}${items.join('')}</ul>`;
}

/** The values of the ticked boxes of a list as the visitor left them: none once they ticked 'All'. */
export function tickedValues(list: HTMLElement): string[] {
  const [all, ...values] = Array.from(list.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
  if (all?.checked && !all.defaultChecked) return [];
  return values.filter((box) => box.checked).map((box) => box.value);
}
