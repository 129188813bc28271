// The floor of the Lighthouse benchmark: the least an App Router page built with this project's
// own `next` and `react` ships. Every route of the site is measured beside it in the same run.
export const metadata = {
  title: 'Floor',
  description: 'A bare App Router page: one server component, no CSS, no font, no client component.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
