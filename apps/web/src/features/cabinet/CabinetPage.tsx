import { useEffect, useEffectEvent, useState } from 'react';
import { App, Button, Card, Dropdown, Empty, Input, Modal, Result, Space, Tree, Typography } from 'antd';
import { ArrowLeftOutlined, MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../api/client';
import { useProject } from '../../api/project';
import { PageState } from '../../shell/PageState';
import { NodePermissionModal } from '../files/permissions/NodePermissionModal';
import { cabinetNodeActions, type CabinetNodeAction } from './abilities';
import { cabinetKeys, cabinetTree, createCabinet, deleteCabinet, flatten, renameCabinet, type CabinetNode } from './api';
import { DrawingTable } from './DrawingTable';

type Naming = { mode: 'create'; parentId: string | null } | { mode: 'rename'; cabinet: CabinetNode };

/** The drawing cabinet of a project (spec 2 §2): cabinets on the left, drawings on the right. */
export function CabinetPage() {
  const { t } = useTranslation('cabinet');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId') ?? '';
  const cabinetId = params.get('cabinetId');
  // The project home links with the id alone; the name is looked up once and then kept in the address.
  const info = useProject(projectId, { enabled: !params.get('projectName') });
  const projectName = params.get('projectName') || info.data?.projectInfo.name || '';
  const tree = useQuery({ queryKey: cabinetKeys.tree(projectId), queryFn: () => cabinetTree(projectId), enabled: !!projectId });
  const [naming, setNaming] = useState<Naming | null>(null);
  const [name, setName] = useState('');
  const [permsOf, setPermsOf] = useState<{ id: string; name: string } | null>(null);

  // Without the cabinet's allow permission: say so and go to /401 (spec 2 §6).
  // Said once per new answer (not again on a language change or a navigation).
  const deny = useEffectEvent(() => {
    message.error(t('noPermission'));
    void navigate('/401', { replace: true });
  });
  const reportError = useEffectEvent((e: unknown) => message.error(`${t('getListError')}: ${errorText(e)}`));
  useEffect(() => {
    if (tree.data && !tree.data.permissions.allow) deny();
  }, [tree.data]);
  useEffect(() => {
    if (tree.error) reportError(tree.error);
  }, [tree.error]);

  const all = flatten(tree.data?.tree ?? []);
  // A cabinet in the address but not in the tree (hidden, or a link from elsewhere) is still
  // asked for: the server answers 401 for one the caller may not open (→ /401).
  const current = all.find((c) => c.id === cabinetId) ?? (cabinetId && tree.data ? { id: cabinetId, name: params.get('cabinetName') ?? '' } : null);
  // The query stays in the address (spec 2 §2): projectId, cabinetName, cabinetId, projectName, currentFolder.
  const select = (c: CabinetNode | null) => {
    const next = new URLSearchParams({ projectId, projectName });
    if (c) {
      next.set('cabinetId', c.id);
      next.set('cabinetName', c.name);
      next.set('currentFolder', c.parentId ?? '');
    }
    setParams(next);
  };
  const selectFirst = useEffectEvent((c: CabinetNode) => select(c));
  useEffect(() => {
    if (!cabinetId && tree.data?.tree.length) selectFirst(tree.data.tree[0]);
  }, [tree.data, cabinetId]);

  const refresh = () => qc.invalidateQueries({ queryKey: cabinetKeys.tree(projectId) });
  const saveName = async () => {
    try {
      if (naming?.mode === 'create') {
        const r = await createCabinet(projectId, name.trim(), naming.parentId);
        message.success(t('created'));
        await refresh();
        setParams(new URLSearchParams({ projectId, projectName, cabinetId: r.id, cabinetName: name.trim(), currentFolder: naming.parentId ?? '' }));
      } else if (naming) {
        await renameCabinet(projectId, naming.cabinet.id, name.trim());
        message.success(t('renamed'));
        if (naming.cabinet.id === cabinetId) select({ ...naming.cabinet, name: name.trim() });
        await refresh();
      }
      setNaming(null);
    } catch (e) {
      message.error(errorText(e));
    }
  };
  const remove = (c: CabinetNode) =>
    modal.confirm({
      title: t('deleteConfirm', { name: c.name }),
      content: t('deleteHint'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteCabinet(projectId, c.id);
          message.success(t('deleted'));
          if (c.id === cabinetId || flatten(c.children).some((x) => x.id === cabinetId)) select(null);
          await refresh();
        } catch (e) {
          message.error(errorText(e));
        }
      },
    });
  const ITEMS: Record<CabinetNodeAction, (c: CabinetNode) => { label: string; danger?: boolean; onClick(): void }> = {
    sub: (c) => ({
      label: t('newSub'),
      onClick: () => {
        setName('');
        setNaming({ mode: 'create', parentId: c.id });
      },
    }),
    rename: (c) => ({
      label: t('rename'),
      onClick: () => {
        setName(c.name);
        setNaming({ mode: 'rename', cabinet: c });
      },
    }),
    perm: (c) => ({ label: t('permissions'), onClick: () => setPermsOf({ id: c.id, name: c.name }) }),
    delete: (c) => ({ label: t('delete'), danger: true, onClick: () => void remove(c) }),
  };
  const menu = (c: CabinetNode) => cabinetNodeActions(c.permissions).map((a) => ({ key: a, ...ITEMS[a](c) }));
  const toTree = (nodes: CabinetNode[]): object[] =>
    nodes.map((c) => ({
      key: c.id,
      title: (
        <span className="cabinet-node" data-testid="cabinet-node">
          <span>{c.name}</span> <Typography.Text type="secondary">({c.drawingCount})</Typography.Text>
          {menu(c).length > 0 && (
            <Dropdown trigger={['click']} menu={{ items: menu(c), onClick: ({ domEvent }) => domEvent.stopPropagation() }}>
              <Button
                type="text"
                size="small"
                icon={<MoreOutlined />}
                aria-label={t('more')}
                onClick={(e) => e.stopPropagation()}
                data-testid="cabinet-actions"
              />
            </Dropdown>
          )}
        </span>
      ),
      children: toTree(c.children),
    }));

  if (!projectId) return <Result status="warning" title={t('noProject')} extra={<Link to="/project_list">{t('toProjects')}</Link>} />;
  return (
    <Card styles={{ body: { paddingTop: 16 } }}>
      <div className="page-toolbar">
        <Space size={12} align="center">
          <Link to={`/project_index/${projectId}`} aria-label={t('back')}>
            <ArrowLeftOutlined />
          </Link>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="cabinet-title">
            {t('title')}
          </Typography.Title>
          {projectName && <Typography.Text type="secondary">{projectName}</Typography.Text>}
        </Space>
        {tree.data?.canAddRoot && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              setName('');
              setNaming({ mode: 'create', parentId: null });
            }}
            data-testid="cabinet-new"
          >
            {t('newCabinet')}
          </Button>
        )}
      </div>
      <PageState
        loading={tree.isLoading}
        error={tree.error instanceof ApiError && tree.error.errorCode === 401 ? null : tree.error}
        onRetry={() => tree.refetch()}
      >
        <div className="files-layout">
          <aside className="files-side" data-testid="cabinet-tree">
            {tree.data?.tree.length ? (
              <Tree
                key={tree.dataUpdatedAt}
                blockNode
                defaultExpandAll
                selectedKeys={cabinetId ? [cabinetId] : []}
                treeData={toTree(tree.data.tree) as never}
                // A click on the selected cabinet keeps it (antd would deselect it, and the first cabinet
                // would be chosen again a moment later).
                onSelect={(_, info) => select(all.find((c) => c.id === String(info.node.key)) ?? null)}
              />
            ) : (
              <Empty description={t('noCabinets')} />
            )}
          </aside>
          <section className="files-main">
            {current ? <DrawingTable key={current.id} projectId={projectId} cabinet={current} onChanged={refresh} /> : <Empty description={t('pickCabinet')} />}
          </section>
        </div>
      </PageState>
      <Modal
        open={!!naming}
        title={naming?.mode === 'rename' ? t('rename') : naming?.parentId ? t('newSub') : t('newCabinet')}
        onCancel={() => setNaming(null)}
        onOk={() => void saveName()}
        okButtonProps={{ disabled: !name.trim() }}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => name.trim() && void saveName()}
          placeholder={t('namePlaceholder')}
          data-testid="cabinet-name"
        />
      </Modal>
      <NodePermissionModal projectId={projectId} moduleType="cabinet" target={permsOf} onClose={() => setPermsOf(null)} onSaved={refresh} />
    </Card>
  );
}
