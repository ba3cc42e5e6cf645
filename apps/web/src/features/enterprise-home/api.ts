import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contracts } from '@trestle/shared/contracts';
import type { z } from 'zod';
import type { groupLogo } from '@trestle/shared/project-responses';
import { getForBlob, postForm } from '../../api/client';
import { callRoute } from '../../api/callRoute';

// The enterprise home (/#/enterpriseHome): the enterprise's project groups, and one group's page
// (?id=…) with its figures and logo. The group itself and its projects come from the projects
// feature's calls (get-project-group, the project list filtered by group).

export const groupHomeKeys = {
  all: ['group-home'] as const,
  figures: (groupId: string) => ['group-home', 'figures', groupId] as const,
  logo: (address: string) => ['group-home', 'logo', address] as const,
  enterpriseFiles: () => ['enterprise-files'] as const,
};

export type GroupLogo = z.infer<typeof groupLogo>;

export function groupFigures(groupId: string) {
  return callRoute(contracts.getProjectGroupFigures, { groupId });
}

/** The enterprise's document area (made on first use; a staff member joins it as a reader). */
export function openEnterpriseFiles() {
  return callRoute(contracts.enterpriseFiles, {});
}

export function deleteGroupLogo(groupId: string) {
  return callRoute(contracts.deleteProjectGroupLogo, { groupId });
}

/** Multipart: groupId first, then the image (the server reads the fields before the file). */
export function uploadGroupLogo(groupId: string, file: File) {
  const fd = new FormData();
  fd.append('groupId', groupId);
  fd.append('file', file);
  return postForm<GroupLogo>('/protected/project/upload-project-group-logo', fd);
}

/** The group logo's image, fetched with the session (the address is not public). */
async function groupLogoBlob(groupId: string, address: string) {
  const v = new URL(address, window.location.origin).searchParams.get('v') ?? '';
  const { blob } = await getForBlob(`/protected/project/get-project-group-logo/${groupId}?v=${v}`);
  return blob;
}

/** An object URL for a group's logo (null while loading, without a logo, or when it failed), revoked when it changes. */
export function useGroupLogoUrl(groupId: string, address: string | null | undefined): string | null {
  const q = useQuery({
    queryKey: groupHomeKeys.logo(address ?? ''),
    queryFn: () => groupLogoBlob(groupId, address ?? ''),
    enabled: !!address,
    staleTime: Infinity,
  });
  const url = useMemo(() => (q.data && address ? URL.createObjectURL(q.data) : null), [q.data, address]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
