/** A new account on the benchmarked server: its id, first project and session cookie. */
export async function signUpBenchUser(baseUrl: string, tag: string) {
  const response = await fetch(`${baseUrl}/api/add/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Bench', email: `bench-ai-${Date.now()}-${tag}@example.com`, password: 'bench-pass-1', project_name: 'Bench' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { unique_id: string; projects: { _id: string }[] } };
  return { uniqueId: user.unique_id, projectId: user.projects[0]!._id, cookie: response.headers.getSetCookie()[0]!.split(';')[0]! };
}
