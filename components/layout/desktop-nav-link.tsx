import { Link } from '@/components/ui/link';
import type { NavLink } from '@/lib/content';
import { ExternalLinkIcon } from './nav-icons';

export type NavCurrent = 'page' | 'true' | undefined;

/**
 * 'page' on the page itself, 'true' on the section that contains it. Links with a query string
 * (/search?deal=ToLet) never match: the path alone cannot tell them apart.
 */
export function getNavCurrent(pathname: string, link: NavLink): NavCurrent {
  if (link.external || /[?#]/.test(link.href)) return undefined;
  if (pathname === link.href) return 'page';
  if (link.href !== '/' && pathname.startsWith(`${link.href}/`)) return 'true';
  return undefined;
}

export interface NavItemLinkProps {
  link: NavLink;
  pathname: string;
  className?: string;
  onClick?: () => void;
}

/** A header link, shared by the desktop bar and the mobile menu; external ones open in a new tab. */
export function NavItemLink({ link, pathname, className, onClick }: NavItemLinkProps) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {link.label}
        <ExternalLinkIcon /> <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link
      href={link.href}
      className={className}
      aria-current={getNavCurrent(pathname, link)}
      onClick={onClick}
    >
      {link.label}
    </Link>
  );
}
