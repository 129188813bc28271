'use client';

import { useActionState, type ReactNode } from 'react';

/** A server action of an alert page: it redirects to the page with its outcome, so it has no state. */
export type AlertPageAction = (state: null, formData: FormData) => Promise<null>;

export interface AlertActionFormProps {
  action: AlertPageAction;
  /** The page's path, the form's action before scripts run. */
  permalink: string;
  className?: string;
  children: ReactNode;
}

/**
 * A form of an alert page, posting to its server action with or without scripts. A server action
 * given straight to a form is written as action="", which HTML does not allow; through
 * useActionState the form's action is the page's own path.
 */
export function AlertActionForm({ action, permalink, className, children }: AlertActionFormProps) {
  const [, formAction] = useActionState(action, null, permalink);
  return (
    <form action={formAction} className={className}>
      {children}
    </form>
  );
}
