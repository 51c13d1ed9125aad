export default function Footer() {
  return <footer>DDS footer</footer>;
}
