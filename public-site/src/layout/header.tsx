export default function Header() {
  return <header>DDS</header>;
}
