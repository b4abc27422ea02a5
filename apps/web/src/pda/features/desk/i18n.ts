import type { Resources } from '../../../i18n/i18n';

/** A desk's work (issue 37 point 4): assignment and internal notes. */
export const deskMessages: Resources = {
  'zh-CN': {
    'pda.desk.assigneeTitle': '负责人',
    'pda.desk.nobody': '未指派',
    'pda.desk.assignTo': '指派给',
    'pda.desk.assign': '保存指派',
    'pda.desk.assigned': '已更新负责人',
    'pda.desk.assignedTo': '负责人：{{name}}',
    'pda.desk.assignee': '负责人',
    'pda.desk.mine': '我负责的',
    'pda.desk.notesTitle': '内部备注',
    'pda.desk.notesPrivate': '仅员工可见，客户永远看不到。',
    'pda.desk.newNote': '新备注',
    'pda.desk.addNote': '添加备注',
    'pda.desk.noteAdded': '已添加备注',
    'pda.desk.noNotes': '暂无备注',
  },
  'en-US': {
    'pda.desk.assigneeTitle': 'Assignee',
    'pda.desk.nobody': 'Nobody',
    'pda.desk.assignTo': 'Assign to',
    'pda.desk.assign': 'Save assignment',
    'pda.desk.assigned': 'Assignee updated',
    'pda.desk.assignedTo': 'Assignee: {{name}}',
    'pda.desk.assignee': 'Assignee',
    'pda.desk.mine': 'Mine',
    'pda.desk.notesTitle': 'Internal notes',
    'pda.desk.notesPrivate': 'Seen by staff only, never by the member.',
    'pda.desk.newNote': 'New note',
    'pda.desk.addNote': 'Add note',
    'pda.desk.noteAdded': 'Note added',
    'pda.desk.noNotes': 'No notes yet',
  },
};
