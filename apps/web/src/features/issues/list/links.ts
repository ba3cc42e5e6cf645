/** /issue/detail: one issue (spec 3 §2 Issues). */
export function issueDetailPath(p: { projectId: string; issueId: string; projectName?: string }): string {
  return `/issue/detail?${new URLSearchParams({ projectId: p.projectId, issueId: p.issueId, projectName: p.projectName ?? '' }).toString()}`;
}

/** /issue: the project's issue management (tabs Issues | Issue tasks). */
export function issueListPath(projectId: string, projectName: string): string {
  return `/issue?${new URLSearchParams({ projectId, projectName }).toString()}`;
}
