/** One step of a breadcrumb trail (SPEC §2), after Home. */
export interface Crumb {
  label: string;
  href: string;
}
