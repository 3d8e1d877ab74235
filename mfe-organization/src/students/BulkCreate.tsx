import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import type { BulkCreateStudentsResponse } from '@pylands/contracts';
import { Button, organizationApi } from '@pylands/shared-ui';
import { Actions, Field, FormError, Table, useSubmit } from '../ui';
import { parseStudentList, type PastedRow } from './csv';

const Credentials = styled.div`
  @media print {
    color: #000;
    background: #fff;
  }
`;

/** Printing the logins prints only them (no menus, sidebar or forms), black on white. */
const PrintOnlyCredentials = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-area],
    [data-print-area] * {
      visibility: visible;
    }
    [data-print-area] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
    [data-print-area] button {
      display: none;
    }
  }
`;

/** Paste a list or upload a CSV, check the preview (generated usernames, per-row errors), create, print. */
export function BulkCreate({ classId, onCreated }: { classId: string | null; onCreated: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<PastedRow[]>([]);
  const [preview, setPreview] = useState<BulkCreateStudentsResponse | null>(null);
  const [created, setCreated] = useState<BulkCreateStudentsResponse | null>(null);
  const check = useSubmit(async () => {
    const parsed = parseStudentList(text);
    setRows(parsed);
    setCreated(null);
    setPreview(await organizationApi.bulkCreateStudents({ class_id: classId, rows: parsed, dry_run: true }));
  });
  const create = useSubmit(async () => {
    // The preview's usernames are kept, so what was checked is what is created.
    const chosen = rows.map((row, i) => ({ ...row, username: preview?.rows[i]?.username ?? row.username }));
    const answer = await organizationApi.bulkCreateStudents({ class_id: classId, rows: chosen });
    setCreated(answer);
    setPreview(null);
    setText('');
    onCreated();
  });
  const errors = preview?.rows.filter((row) => row.error).length ?? 0;
  return (
    <section aria-label={t('org.bulk.title')}>
      <h2>{t('org.bulk.title')}</h2>
      <p>{t('org.bulk.help')}</p>
      <form onSubmit={check.onSubmit}>
        <Field>
          {t('org.bulk.list')}
          <textarea rows={6} value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Field>
          {t('org.bulk.upload')}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file) setText(await file.text());
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
          {create.error && <FormError role="alert">{create.error}</FormError>}
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
      {created && (
        <Credentials data-print-area>
          <PrintOnlyCredentials />
          <h3>{t('org.bulk.credentials')}</h3>
          <p>{t('org.bulk.once')}</p>
          <Table aria-label={t('org.bulk.credentials')}>
            <thead>
              <tr>
                <th>{t('org.students.name')}</th>
                <th>{t('org.students.username')}</th>
                <th>{t('org.password')}</th>
              </tr>
            </thead>
            <tbody>
              {created.rows.map((row) => (
                <tr key={row.row}>
                  <td>{row.name}</td>
                  <td>{row.username}</td>
                  <td>{row.password}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Actions>
            <Button type="button" $variant="secondary" onClick={() => window.print()}>
              {t('org.bulk.print')}
            </Button>
          </Actions>
        </Credentials>
      )}
    </section>
  );
}
