import { useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DISCUSSION_BODY_MAX, DISCUSSION_TITLE_MAX } from '@trestle/shared/issue-schemas';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { listMeetings, projectIssues } from '../meetings/api';
import { addTopic, topicPickKeys } from './api';

interface Values {
  title: string;
  body?: string;
  issueId?: string | null;
  meetingId?: string | null;
}

/** Starts a topic: title (≤ 100), body, and optionally the issue or meeting it is about. */
export function NewTopicModal(p: { projectId: string; open: boolean; onClose(createdId: string | null): void }) {
  const { t } = useTranslation('discuss');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [issueSearch, setIssueSearch] = useState('');
  const [meetingSearch, setMeetingSearch] = useState('');
  const issues = useQuery({
    queryKey: topicPickKeys.issues(p.projectId, issueSearch),
    queryFn: () => projectIssues(p.projectId, issueSearch),
    enabled: p.open,
    retry: false,
  });
  // Meetings are optional to see (meeting:allow): a refusal leaves the choice empty, quietly.
  const meetings = useQuery({
    queryKey: topicPickKeys.meetings(p.projectId, meetingSearch),
    queryFn: () => listMeetings(p.projectId, 1, meetingSearch),
    enabled: p.open,
    retry: false,
  });

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const env = await addTopic(p.projectId, {
        title: v.title.trim(),
        body: v.body?.trim() || null,
        issueId: v.issueId ?? null,
        meetingId: v.meetingId ?? null,
      });
      message.success(env.msg || t('created'));
      p.onClose(env.data.id);
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={p.open}
      title={t('newTopic')}
      okText={t('start')}
      cancelText={t('cancel')}
      onOk={() => void save()}
      onCancel={() => p.onClose(null)}
      okButtonProps={{ loading: saving, 'data-testid': 'topic-save' }}
      afterClose={() => form.resetFields()}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="topic-form">
        <Form.Item
          name="title"
          label={t('titleLabel')}
          rules={[
            { required: true, whitespace: true, message: t('titleRequired') },
            { max: DISCUSSION_TITLE_MAX, message: t('titleTooLong', { n: DISCUSSION_TITLE_MAX }) },
          ]}
        >
          <Input maxLength={DISCUSSION_TITLE_MAX} showCount data-testid="topic-title-input" />
        </Form.Item>
        <Form.Item name="body" label={t('bodyLabel')}>
          <Input.TextArea rows={4} maxLength={DISCUSSION_BODY_MAX} showCount data-testid="topic-body-input" />
        </Form.Item>
        <Form.Item name="issueId" label={t('issueLabel')}>
          <Select
            allowClear
            showSearch
            filterOption={false}
            onSearch={setIssueSearch}
            loading={issues.isFetching}
            notFoundContent={issues.isError ? errorText(issues.error) : t('noIssues')}
            options={(issues.data ?? []).map((i) => ({ value: i.id, label: `${i.code}${i.description ? ` · ${i.description.slice(0, 50)}` : ''}` }))}
            placeholder={t('optional')}
            data-testid="topic-issue"
          />
        </Form.Item>
        <Form.Item name="meetingId" label={t('meetingLabel')}>
          <Select
            allowClear
            showSearch
            filterOption={false}
            onSearch={setMeetingSearch}
            loading={meetings.isFetching}
            notFoundContent={meetings.isError ? errorText(meetings.error) : t('noMeetings')}
            options={(meetings.data?.list ?? []).map((m) => ({ value: m.id, label: m.code }))}
            placeholder={t('optional')}
            data-testid="topic-meeting"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
