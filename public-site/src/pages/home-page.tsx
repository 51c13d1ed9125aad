export function HomePage() {
  return <main><h1>Learn English &amp; Computer Skills</h1></main>;
}
