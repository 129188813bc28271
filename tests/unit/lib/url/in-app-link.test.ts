import { describe, expect, it } from 'vitest';
import { inAppHref } from '@/lib/url/in-app-link';

const HERE = 'https://www.example.co.za/to-let/office/cape-town?page=2';

describe('inAppHref', () => {
  it('gives the path, query and fragment of a link to another page of the site', () => {
    expect(inAppHref('https://www.example.co.za/search?city=Durban#results', HERE)).toBe(
      '/search?city=Durban#results',
    );
    expect(inAppHref('/about', HERE)).toBe('/about');
  });

  it('follows the same page with another query, and the page itself', () => {
    expect(inAppHref('/to-let/office/cape-town?page=3', HERE)).toBe('/to-let/office/cape-town?page=3');
    expect(inAppHref(HERE, HERE)).toBe('/to-let/office/cape-town?page=2');
  });

  it('leaves a jump within the page shown to the browser', () => {
    expect(inAppHref('/to-let/office/cape-town?page=2#units', HERE)).toBeNull();
  });

  it('leaves another origin to the browser, another port or scheme included', () => {
    expect(inAppHref('https://maps.example.com/place', HERE)).toBeNull();
    expect(inAppHref('https://www.example.co.za:8443/about', HERE)).toBeNull();
    expect(inAppHref('http://www.example.co.za/about', HERE)).toBeNull();
    expect(inAppHref('mailto:leasing@example.co.za', HERE)).toBeNull();
  });

  it('leaves an address it cannot read to the browser', () => {
    expect(inAppHref('http://[::1', HERE)).toBeNull();
  });
});
