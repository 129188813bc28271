import { Children, cloneElement, isValidElement, type ReactNode } from 'react';
import { splitPhoneNumbers, toTelHref } from '@/lib/format/phone';

/** A phone number in running text, as a link a phone can call. */
function PhoneLink({ number }: { number: string }) {
  return <a href={toTelHref(number)}>{number}</a>;
}

/** Text with every phone number in it a `tel:` link, so a visitor on a phone calls with one tap. */
export function linkPhoneNumbers(text: string): ReactNode {
  const parts = splitPhoneNumbers(text);
  if (!parts.some((part) => part.kind === 'phone')) return text;
  let offset = 0;
  return parts.map((part) => {
    const start = offset;
    offset += part.text.length;
    return part.kind === 'phone' ? <PhoneLink key={start} number={part.text} /> : part.text;
  });
}

/** The content of a link, its phone numbers left as text: a link cannot hold another. */
export function withoutPhoneLinks(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement<{ children?: ReactNode; number?: string }>(child)) return child;
    if (child.type === PhoneLink) return child.props.number;
    const inner = child.props.children;
    return inner === undefined ? child : cloneElement(child, undefined, withoutPhoneLinks(inner));
  });
}
