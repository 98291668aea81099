"""Gates AI: search finds wins, honours cancel and reports progress; baselines and matches work.

Strength is measured by bench/bench_gates_ai.py, not here.
"""
import random

from genres.gates import (GameState, GreedyPlayer, MctsPlayer, RandomPlayer, play_match, play_text, search,
                          winning_moves, LIGHT, Move)
from genres.gates.playouts import FillPlayouts, TurnPlayouts
from genres.gates.tiles import STANDARD_ORIENTATIONS


def test_fill_playout_agrees_with_the_game_about_the_winner():
    rng = random.Random(3)
    for _ in range(30):
        state = GameState("hex", 4, swap=False)
        sim = FillPlayouts(state.position())
        winner, final = sim.run({}, rng)
        for cell in range(state.board.cell_count):
            if not state.is_over:
                state = state.play_all([m for m in state.legal_moves() if m.cell == cell
                                        and m.orientation == state.orientations[final[cell]]])
        assert state.result.winner == winner


def replay(state, order):
    """Lay (cell, orientation index) tiles in order through the real game until it ends."""
    for cell, oi in order:
        if state.is_over:
            break
        state = state.play(Move(cell, STANDARD_ORIENTATIONS[oi]))
    return state


def test_batched_fill_playouts_agree_with_the_game_about_the_winner():
    rng = random.Random(7)
    for variant in ("y", "hex"):
        start = play_text(GameState(variant, 5, swap=False), "b:c3")
        sim = FillPlayouts(start.position())
        scores, rows = sim.run_batch({sim.columns[0]: 2}, rng, 40)
        assert all(row[0] == 2 for row in rows)                       # the tree's tile is kept
        light_wins = 0
        for score, row in zip(scores, rows):
            final = replay(start, zip(sim.columns, row))
            assert (final.result.winner == LIGHT) == (score == 1.0)
            light_wins += score == 1.0
        assert 0 < light_wins < 40


def test_cross_gates_turn_playouts_agree_with_the_game():
    rng = random.Random(5)
    for size in (2, 3, 4):
        for _ in range(60):
            state = GameState("cross", size, swap=False)
            sim = TurnPlayouts(state.position(), state.to_move)
            cells = list(sim.empties)
            rng.shuffle(cells)
            moves = [(c, rng.randrange(3)) for c in cells]
            winner, final = sim.run(moves, rng)
            result = replay(state, moves).result
            assert (result.winner if result.winner is not None else -1) == winner


def test_search_takes_an_immediate_win():
    before = play_text(play_text(GameState("y", 3, swap=False), "b:b2"), "a:a3")
    result = search(before, iterations=400, rng=random.Random(1))
    assert before.play(result.move).result.winner == LIGHT
    assert result.light_win_chance > 0.8


def test_cancel_hook_stops_the_search():
    calls = []
    result = search(GameState("y", 7), seconds=30, cancel=lambda: len(calls) > 0 or calls.append(1) is not None,
                    book=False)    # (the book would answer the empty board without searching)
    assert result.cancelled and result.seconds < 5
    assert GameState("y", 7).is_legal(result.move)


def test_progress_reports_lights_chance():
    reports = []
    search(GameState("y", 5), seconds=0.35, progress=reports.append)
    assert reports and all(0.0 <= r.light_win_chance <= 1.0 for r in reports)
    assert reports[-1].playouts >= reports[0].playouts > 0


def test_search_works_for_cross_gates_and_align():
    for state in (GameState("cross", 3), GameState("y", 4, align=True)):
        result = search(state, iterations=150, rng=random.Random(2))
        assert state.is_legal(result.move)


def test_winning_moves_lists_only_wins():
    before = play_text(play_text(GameState("y", 3, swap=False), "b:b2"), "a:a3")
    wins = winning_moves(before)
    assert wins and all(before.play(m).result.winner == LIGHT for m in wins)


def test_greedy_takes_a_win_on_the_spot():
    before = play_text(play_text(GameState("y", 3, swap=False), "b:b2"), "a:a3")
    assert before.play(GreedyPlayer(seed=1).choose(before)).result.winner == LIGHT


def test_match_reports_scores_and_alternates_first_player():
    report = play_match(RandomPlayer(1, "r1"), MctsPlayer(iterations=60, seed=2), games=4, variant="y", size=4)
    assert sum(report.wins) + report.draws == 4 and report.games == 4
    assert report.playouts[1] > 0 and report.playouts[0] == 0
    assert "playouts/s" in report.summary()


def test_match_report_names_each_games_winner():
    """report.winners[g]: 0 when player_a won game g, 1 when player_b did (a moves first in even games)."""
    seen = []

    def tick(game, final, report):
        a_first = game % 2 == 0
        first_won = final.player_of(final.result.winner) == 1
        seen.append((report.winners[-1], 0 if first_won == a_first else 1))

    report = play_match(RandomPlayer(1, "r1"), RandomPlayer(2, "r2"), games=6, variant="y", size=4, on_game=tick)
    assert [w for w, _ in seen] == [expected for _, expected in seen] == report.winners
    assert report.winners.count(0) == report.wins[0] and report.winners.count(1) == report.wins[1]


def test_a_first_tile_that_favours_light_is_swapped_every_time():
    # c:a5 on Y Gates 7 leaves Light about 0.7: the search used to swap in only 2 searches of 3,
    # because one lost playout after a swap valued it 0 and nothing ever tried it again
    state = play_text(GameState("y", 7), "c:a5")
    for seed in range(12):
        result = search(state, iterations=2500, rng=random.Random(seed))
        assert result.move.swap, f"seed {seed}: {result.move} instead of swapping"
        assert result.light_win_chance > 0.6


def test_with_swap_on_the_first_tile_is_chosen_nearer_an_even_game():
    # every first tile favours Light; with swap on the opponent takes the better colour, so the
    # first player wants the tile whose chances are closest to even, not the strongest one
    chances = {}
    for swap in (True, False):
        state = GameState("y", 5, swap=swap)
        rates = [search(state, iterations=3000, rng=random.Random(seed)).light_win_chance for seed in range(3)]
        chances[swap] = sum(rates) / len(rates)
    assert chances[True] < chances[False] - 0.03, chances


def test_the_player_keeps_its_tree_between_moves():
    player = MctsPlayer(iterations=8000, seed=4)
    state = GameState("y", 4, swap=False)
    state = state.play(player.choose(state))
    mine = player.tree.subtree(state)
    # the reply the last search looked at most (as a strong opponent would play it)
    reply = max(range(len(mine.n)), key=mine.n.__getitem__)
    state = state.play(Move(mine.cells[reply // 3], state.orientations[reply % 3]))
    reused = player.tree.subtree(state)
    assert reused is not None and reused.visits > 0       # the reply was searched in the last tree
    before = reused.visits
    state.play(player.choose(state))
    # (with two workers the kept tree is the searching process's: its share of the playouts)
    assert player.tree.root is reused and reused.visits >= before + 8000 // player.workers


def one_threat_position():
    """A Y Gates 6 position from a seeded random game where the side to move has no winning tile and
    the opponent threatens to win on exactly one cell (with some tile there that is safe)."""
    from genres.gates.tactics import losing_children
    for seed in range(100):
        state, player = GameState("y", 6, swap=False), RandomPlayer(seed)
        while not state.is_over:
            if losing_children(state, state.empty_cells(), 3):
                return state
            state = state.play(player.choose(state))
    raise AssertionError("no such position in 100 random games")


def test_the_search_always_answers_a_threat_to_win_in_one():
    state = one_threat_position()
    threats = {m.cell for m in state.legal_moves() if state.play(m).result is not None}
    assert len(threats) == 1 and not winning_moves(state)
    for seed in range(6):
        move = search(state, iterations=64, rng=random.Random(seed)).move
        after = state.play(move)
        assert move.cell in threats and after.result is None
        assert not winning_moves(after)            # the opponent has no win left on the spot


def test_a_tree_at_its_memory_limit_stops_growing_but_the_search_goes_on(monkeypatch):
    import genres.gates.mcts as mcts
    monkeypatch.setattr(mcts, "POOL_LIMIT", 500)
    tree = mcts.SearchTree()
    state = GameState("y", 6, swap=False)
    result = search(state, iterations=4000, rng=random.Random(3), tree=tree)
    assert result.playouts >= 4000 and state.is_legal(result.move)
    assert tree.root.pool.used < 500 + 3 * 21          # at most one node past the limit


def mover_wins(state):
    """Plain minimax through the real game (tiny boards only)."""
    for move in state.legal_moves():
        after = state.play(move)
        if after.is_over:
            if after.result.winner == state.to_move:
                return True
        elif not mover_wins(after):
            return True
    return False


def test_a_won_endgame_is_solved_exactly_and_played_to_the_win():
    from genres.gates.tactics import solve_fill_endgame
    solved = 0
    for seed in range(30):
        state, player = GameState("y", 4, swap=False), RandomPlayer(seed)
        while not state.is_over and len(state.empty_cells()) > 4:
            state = state.play(player.choose(state))
        if state.is_over:
            continue
        won, _ = solve_fill_endgame(state)
        assert won == mover_wins(state)
        if won:
            result = search(state, iterations=10, rng=random.Random(seed))
            after = state.play(result.move)
            assert result.playouts == 0                     # no playouts needed
            assert (after.is_over and after.result.winner == state.to_move) or not mover_wins(after)
            solved += 1
    assert solved >= 5
