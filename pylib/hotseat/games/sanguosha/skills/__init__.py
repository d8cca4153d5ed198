"""The generals' skills: one module per skill, named after the skill's id
(剛烈 is ``ganglie``: :mod:`.ganglie`), holding its trigger, its effect, its
questions and the bot's answer to them. Its text is ``SKILL_TEXT[id]``
(:mod:`..skilltext`), its rulings are named by id in its docstring and
comments (:mod:`..rulings`), and which general has it is :mod:`..generals`.

A skill acts through the machine (:mod:`..machine`) as a card does:

- **at a moment**: a handler at a timing point (``@on("turn_end")``) asks
  or pushes a frame, and the steps that take the answer are its own
  (``@step("turn", "biyue")``);
- **in the draw phase** (突襲, 裸衣, 英姿): a handler at ``draw_phase``
  pushes its frame, which returns True when it replaced the 2 cards drawn;
- **after damage** (奸雄, 反饋, 剛烈, 遺計): it registers in
  :data:`.common.AFTER_DAMAGE`; **queued by a card leaving or a use** (連営,
  梟姫, 集智): it queues itself (hooks ``hand_emptied``, ``equip_lost``,
  ``card_used``) and registers what it draws in :data:`.common.QUEUED`,
  for the trigger queue of :mod:`.common`;
- **answering for the lord** (護駕, 激将): a row of
  :data:`..answers.PROXIES`; :mod:`.common`'s ``proxy`` frame asks the
  kingdom;
- **in the play phase** (仁徳, 苦肉, 制衡, 反間, 結姻, 青嚢, 離間, 激将): an
  action of the play question; it registers its actions and its start in
  :data:`..answers.PLAY_SKILLS` and the bot's worth of it with
  ``@scorer`` (:mod:`..bot`);
- **changing a rule** (locked skills, conversions): it registers in the
  table the rule reads where it is applied: 咆哮 in
  :data:`..answers.SLASH_UNLIMITED`, 馬術 in :data:`..table.NEARER`, 奇才
  in :data:`..answers.NO_DISTANCE`, 空城 and 謙遜 in
  :data:`..table.UNTARGETABLE` (the cards whose target its owner cannot be
  chosen as, when, and the refusal naming it), the conversions (武聖, 傾国,
  龍胆, 奇襲, 国色, 急救) in :data:`..use.CONVERSIONS`. A skill choosing a
  card's target (流離, 離間) names that card in
  :data:`..answers.CHOOSES_TARGET`, and one whose several targets are a set
  (突襲) is in :data:`..answers.SET_TARGET_SKILLS`.

Where several skills trigger at once, the order is by timing (the frames run
in the order of the seed's and FreeKill's stages), then by seat in turn order
from the current player; handlers at one point run in the order imported
below. To add a skill: write its module here, registering what it needs
(``@on``, ``@step``, ``@frame``, ``@question``, ``@chooser``, a row of
:data:`..answers.PLAY_SKILLS`; for the bot ``@scorer``, ``@yes_if`` and
:data:`..bot.GOOD_JUDGEMENT`), and import it
below; to add a general, add its row to :mod:`..generals` and its skills'
texts to :mod:`..skilltext`.
"""


from . import common  # noqa: F401
from . import tuxi, luoyi, yingzi  # noqa: F401  (the draw phase)
from . import rende, kurou, zhiheng, fanjian, jieyin, qingnang, lijian, jijiang  # noqa: F401  (the play phase: listed in this order)
from . import luoshen, guanxing, keji, biyue  # noqa: F401  (the turn's moments, in order)
from . import liuli, tieji, wushuang  # noqa: F401  (a 殺)
from . import guicai, tiandu  # noqa: F401  (judgement)
from . import jianxiong, fankui, ganglie, yiji  # noqa: F401  (after damage, in this order)
from . import jiuyuan, jizhi, lianying, xiaoji, hujia  # noqa: F401
from . import paoxiao, mashu, qicai, kongcheng, qianxun  # noqa: F401  (locked: a rule read where it is applied)
from . import wusheng, qingguo, longdan, qixi, guose, jijiu  # noqa: F401  (conversions, listed in this order)
