import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkCreateStudentsResponse } from '@pylands/contracts';
import { ApiError, Button, organizationApi } from '@pylands/shared-ui';
import { Actions, Field, FormError, Table, useSubmit } from '../ui';
import { parseStudentList, type PastedRow } from './csv';
import { LoginCards } from './LoginCards';

/** Paste a list or upload a CSV, check the preview (generated usernames, per-row errors), create, print. */
export function BulkCreate({ classId, onCreated }: { classId: string | null; onCreated: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<PastedRow[]>([]);
  const [preview, setPreview] = useState<BulkCreateStudentsResponse | null>(null);
  const [created, setCreated] = useState<BulkCreateStudentsResponse | null>(null);
  // True after a 409: the preview was made again, with new usernames for the taken ones.
  const [renewed, setRenewed] = useState(false);
  const runPreview = async (list: PastedRow[]) => {
    setRenewed(false);
    setPreview(await organizationApi.bulkCreateStudents({ class_id: classId, rows: list, dry_run: true }));
  };
  const check = useSubmit(async () => {
    const parsed = parseStudentList(text);
    setRows(parsed);
    setCreated(null);
    await runPreview(parsed);
  });
  /** Keeps the previewed usernames that are still free; generated ones taken meanwhile are generated again. */
  const renewTaken = async (previewed: PastedRow[]) => {
    const check = await organizationApi.bulkCreateStudents({
      class_id: classId,
      rows: previewed,
      dry_run: true,
    });
    await runPreview(
      check.rows.map((row, i) => (row.error && !rows[i]?.username ? rows[i]! : previewed[i]!)),
    );
    setRenewed(true);
  };
  const create = useSubmit(async () => {
    if (!preview) return;
    // Exactly the previewed rows are sent: the server creates these usernames or refuses (409).
    const previewed = preview.rows.map((row) => ({
      name: row.name,
      username: row.username,
      password: row.password ?? undefined,
    }));
    try {
      const answer = await organizationApi.bulkCreateStudents({ class_id: classId, rows: previewed });
      setCreated(answer);
      setPreview(null);
      setText('');
      onCreated();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await renewTaken(previewed);
      throw error;
    }
  });
  const refusal = useRef<HTMLParagraphElement>(null);
  // The refusal and the renewed preview sit below the Create button: bring them on screen.
  useEffect(() => {
    if (create.error) refusal.current?.scrollIntoView({ block: 'center' });
  }, [create.error]);
  const errors = preview?.rows.filter((row) => row.error).length ?? 0;
  return (
    <section aria-label={t('org.bulk.title')}>
      <h2>{t('org.bulk.title')}</h2>
      {/* Above the form, so focusing them brings the whole list of logins on screen. */}
      {created && <LoginCards created={created} />}
      <p>{t('org.bulk.help')}</p>
      <form onSubmit={check.onSubmit}>
        <Field>
          {t('org.bulk.list')}
          <textarea
            rows={6}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              // A changed list needs a new preview: what is created is always what was previewed.
              setPreview(null);
            }}
          />
        </Field>
        <Field>
          {t('org.bulk.upload')}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file) {
                setText(await file.text());
                setPreview(null);
              }
            }}
          />
        </Field>
        {check.error && <FormError role="alert">{check.error}</FormError>}
        <Button type="submit" $variant="secondary" disabled={check.busy || !text.trim()}>
          {t('org.bulk.preview')}
        </Button>
      </form>
      {preview && (
        <>
          {/* Above the rows: with a whole class listed, the verdict is seen without scrolling. */}
          {errors > 0 ? (
            <FormError role="alert">{t('org.bulk.fix', { count: errors })}</FormError>
          ) : (
            <Actions>
              <Button type="button" onClick={() => void create.onSubmit()} disabled={create.busy}>
                {t('org.bulk.create', { count: preview.rows.length })}
              </Button>
            </Actions>
          )}
          {create.error && (
            <FormError role="alert" ref={refusal}>
              {create.error}
              {renewed && ` ${t('org.bulk.renewed')}`}
            </FormError>
          )}
          <Table aria-label={t('org.bulk.preview')}>
            <thead>
              <tr>
                <th>#</th>
                <th>{t('org.students.name')}</th>
                <th>{t('org.students.username')}</th>
                <th>{t('org.bulk.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => (
                <tr key={row.row}>
                  <td>{row.row}</td>
                  <td>{row.name}</td>
                  <td>{row.username}</td>
                  <td style={{ color: row.error ? 'var(--danger, #ff6b6b)' : undefined }}>
                    {row.error ?? '✔'}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </section>
  );
}
