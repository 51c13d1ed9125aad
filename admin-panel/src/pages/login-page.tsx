export function LoginPage() {
  return <main><h1>Admin login</h1></main>;
}
