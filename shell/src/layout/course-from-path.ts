/** The course the sidebar shows: the one in a /{lng}/play/{courseId}/… path, else python. */
export function courseFromPath(pathname: string): string {
  const [, , section, courseId] = pathname.split('/');
  return (section === 'play' || section === 'quiz') && courseId ? courseId : 'python';
}
