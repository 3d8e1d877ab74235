import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { organizationApi, PageTitle, useCourseData, useLocalePath } from '@pylands/shared-ui';
import { Check, Field, FormError, SubmitButton, useSubmit } from '../ui';

/** organization/classes/add and organization/classes/{classId}/edit. Chapters are stored as 'x:<id>'. */
export function ClassFormPage({ edit }: { edit: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { classId } = useParams();
  const python = useCourseData('python');
  const advanced = useCourseData('advanced-python');
  const [name, setName] = useState('');
  const [unlocked, setUnlocked] = useState<(number | string)[]>([]);
  const [noSkip, setNoSkip] = useState(false);
  const [quiz, setQuiz] = useState(false);
  useEffect(() => {
    if (!edit || !classId) return;
    organizationApi.class(classId).then(
      (klass) => {
        setName(klass.name);
        setUnlocked(klass.unlocked_chapters);
        setNoSkip(klass.no_skip);
        setQuiz(klass.quiz);
      },
      () => undefined,
    );
  }, [edit, classId]);
  const { busy, error, onSubmit } = useSubmit(async () => {
    const body = { name: name.trim(), unlocked_chapters: unlocked, no_skip: noSkip, quiz };
    const saved =
      edit && classId
        ? await organizationApi.updateClass(classId, body)
        : await organizationApi.addClass(body);
    navigate(to(`organization/classes/${saved.id}`));
  });
  const chapters = [...(python.data?.chapters ?? []), ...(advanced.data?.chapters ?? [])];
  const isOn = (id: number) => unlocked.includes(`x:${id}`) || unlocked.includes(id);
  const toggle = (id: number) =>
    setUnlocked((current) =>
      isOn(id) ? current.filter((entry) => entry !== `x:${id}` && entry !== id) : [...current, `x:${id}`],
    );
  return (
    <>
      <PageTitle>{t(edit ? 'page.editClass' : 'page.addClass')}</PageTitle>
      <form onSubmit={onSubmit} style={{ maxWidth: 560 }}>
        <Field>
          {t('org.classes.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
        </Field>
        <fieldset style={{ border: 'none', padding: 0, margin: '0 0 14px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('org.classes.unlocked')}</legend>
          <p style={{ margin: '0 0 8px' }}>{t('org.classes.unlockedHelp')}</p>
          {chapters.map((chapter) => (
            <Check key={chapter.id}>
              <input type="checkbox" checked={isOn(chapter.id)} onChange={() => toggle(chapter.id)} />
              {chapter.name}
            </Check>
          ))}
        </fieldset>
        <Check>
          <input type="checkbox" checked={noSkip} onChange={(e) => setNoSkip(e.target.checked)} />
          {t('org.classes.noSkipLabel')}
        </Check>
        <Check>
          <input type="checkbox" checked={quiz} onChange={(e) => setQuiz(e.target.checked)} />
          {t('org.classes.quizLabel')}
        </Check>
        {error && <FormError role="alert">{error}</FormError>}
        <SubmitButton busy={busy}>{t('common.save')}</SubmitButton>
      </form>
    </>
  );
}
