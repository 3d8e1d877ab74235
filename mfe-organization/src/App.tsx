import { TitlePage, type RemoteAppProps, type TranslationKey } from '@pylands/shared-ui';

const TITLES: Record<string, TranslationKey> = {
  details: 'page.organizationDetails',
  teachers: 'page.teachers',
  'teachers-add': 'page.addTeacher',
  'teachers-edit': 'page.editTeacher',
  classes: 'page.classes',
  'classes-add': 'page.addClass',
  class: 'page.class',
  'classes-edit': 'page.editClass',
  students: 'page.students',
  'students-add': 'page.addStudent',
  student: 'page.student',
  'students-edit': 'page.editStudent',
};

export default function App({ page }: RemoteAppProps) {
  return <TitlePage titleKey={TITLES[page] ?? 'page.organization'} />;
}
