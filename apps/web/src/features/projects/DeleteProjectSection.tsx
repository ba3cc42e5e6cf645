import { useState } from 'react';
import { Alert, App, Button, Input, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { projectKeys } from '../../api/project';
import { deleteProject } from './api';
import type { Project } from './types';

/**
 * The project configuration's delete: everything the project holds goes with it (server:
 * modules/project-data.ts), so the caller types the name to confirm.
 */
export function DeleteProjectSection({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === project.name;
  const remove = async () => {
    setBusy(true);
    try {
      // The server compares the typed name too (trimmed, exactly).
      await deleteProject(project.id, typed.trim());
      message.success(t('common:deleted'));
      setOpen(false);
      qc.removeQueries({ queryKey: projectKeys.detail(project.id) });
      await qc.invalidateQueries();
      void navigate('/project_list');
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Alert
        type="error"
        style={{ marginTop: 24 }}
        title={t('deleteProject')}
        description={t('deleteProjectHint')}
        action={
          <Button
            danger
            onClick={() => {
              setTyped('');
              setOpen(true);
            }}
            data-testid="delete-project"
          >
            {t('deleteProject')}
          </Button>
        }
      />
      <Modal
        open={open}
        title={t('deleteProject')}
        okText={t('deleteProject')}
        okButtonProps={{ danger: true, disabled: !matches, loading: busy }}
        cancelText={t('common:cancel')}
        onOk={remove}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('deleteProjectHint')}</Typography.Paragraph>
        <Typography.Paragraph strong>{t('deleteProjectConfirm', { name: project.name })}</Typography.Paragraph>
        <Input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          status={typed && !matches ? 'error' : undefined}
          aria-label={t('deleteProjectConfirm', { name: project.name })}
          onPressEnter={() => matches && !busy && remove()}
        />
        {typed && !matches && <Typography.Text type="danger">{t('deleteProjectMismatch')}</Typography.Text>}
      </Modal>
    </>
  );
}
