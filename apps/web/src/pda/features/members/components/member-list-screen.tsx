import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import type { MemberSummary } from '@app/contract/admin/api/members';
import { linkColumn } from '../../../kit/list/columns';
import { ListScreen } from '../../../kit/list/list-screen';
import type { ListDeclaration } from '../../../kit/list/types';
import { useFormat } from '../../../lib/format';
import { consolePaths } from '../../../lib/paths';
import { useMembers } from '../api/use-members';

const filterKeys = ['q'] as const;

/** Find a member by name, e-mail or mobile. */
export function MemberListScreen() {
  const { dateTime } = useFormat();
  const declaration: ListDeclaration<MemberSummary, 'q'> = {
    name: 'members',
    title: 'pda.member.listTitle',
    search: 'pda.member.search',
    empty: 'pda.member.empty',
    testId: 'member-list',
    filterKeys,
    columns: [
      linkColumn(
        'name',
        'pda.list.member',
        (m) => consolePaths.memberHref(m.id),
        (m) => m.name,
      ),
      { id: 'email', label: 'pda.member.email', cell: (m) => m.email },
      { id: 'mobile', label: 'pda.member.mobile', cell: (m) => m.mobile ?? '—' },
      { id: 'staffName', label: 'pda.list.book', cell: (m) => m.staffName ?? '—' },
      { id: 'createdAt', label: 'pda.list.createdAt', cell: (m) => dateTime(m.createdAt) },
    ],
    rowKey: (m) => m.id,
    rowName: (m) => m.name,
    useRows: useMembers,
    exportTo: { route: adminEndpoints.members.export, name: 'members' },
  };
  return <ListScreen declaration={declaration} />;
}
