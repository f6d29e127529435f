export default function Home() {
  return (
    <>
      <h1>Latchkey with React Router</h1>
      <p>Loaders read the session on the server; actions sign in and out; the dashboard needs a signed-in user.</p>
    </>
  );
}
