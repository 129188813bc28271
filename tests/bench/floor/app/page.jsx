export default function FloorPage() {
  return (
    <main>
      <h1>Commercial property to let and for sale</h1>
      <p>Offices, industrial and retail space across South Africa, from the framework alone.</p>
      {/* A plain link: next/link is a client component, which a bare page does not ship. Its
          paragraph keeps it apart from the toggle below (the target-size audit). */}
      <p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Home</a>
      </p>
      {/* The least a toggle costs: what the first-tap bench taps beside the site's. */}
      <details>
        <summary>More</summary>
        <p>To let and for sale.</p>
      </details>
    </main>
  );
}
