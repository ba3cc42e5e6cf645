/** Where to go after sign-in: a same-app redirectUrl, the mailed deep link, or the project list. */
export function afterLoginPath(params: URLSearchParams): string {
  const redirect = params.get('redirectUrl');
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/login')) return redirect;
  if (params.get('isEmail')) {
    const projectId = params.get('projectId') ?? '';
    const projectName = params.get('projectName') ?? '';
    const taskId = params.get('taskId');
    const problemId = params.get('problemId');
    const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
    if (taskId) return `/worktask/work/taskBoard?${q({ projectId, projectName, openTask: taskId })}`;
    if (problemId) return `/issue/detail?${q({ projectId, issueId: problemId, projectName })}`;
  }
  return '/project_list';
}
