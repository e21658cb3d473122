"""The ``agentstate eval`` commands: retrieval quality and replay of recorded runs.

The evals are imported when a command runs, so that they stay off the CLI's startup.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from agentstate._cli_common import emit, fail, json_option
from agentstate.errors import AgentStateError

__all__ = ["COMMANDS"]


@click.group(name="eval")
def eval_group() -> None:
    """Measure agentstate on recorded data (continuation fidelity, retrieval quality)."""


@eval_group.command(name="retrieval")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--mode",
    type=click.Choice(["lexical", "hybrid"]),
    default=None,
    help="Search mode (default: hybrid with --embedder, lexical without).",
)
@click.option(
    "--embedder",
    "embedder_spec",
    default=None,
    metavar="SPEC",
    help="'minilm' (pyagentstate-minilm) or module:factory giving an Embedder.",
)
@click.option(
    "-k",
    "ks",
    type=int,
    multiple=True,
    default=(5, 10, 25, 50),
    show_default=True,
    help="A recall cut-off; repeat for several.",
)
@click.option("--json", "as_json", is_flag=True, help="Print only JSON.")
def eval_retrieval(
    path: Path, mode: str | None, embedder_spec: str | None, ks: tuple[int, ...], as_json: bool
) -> None:
    """Recall@k of the gold evidence turns of LoCoMo-format conversations in PATH."""
    from agentstate.eval import retrieval  # imported here: keeps the eval off CLI startup

    try:
        embedder = retrieval.load_embedder(embedder_spec) if embedder_spec else None
        chosen = mode or ("hybrid" if embedder is not None else "lexical")
        report = retrieval.evaluate_retrieval(
            retrieval.load_locomo(path),
            mode="hybrid" if chosen == "hybrid" else "lexical",
            embedder=embedder,
            ks=ks,
        )
    except AgentStateError as exc:
        raise click.ClickException(str(exc)) from exc
    if as_json:
        click.echo(json.dumps({"dataset": str(path), **report.to_json()}, indent=2))
    else:
        click.echo(retrieval.format_report(report))


@eval_group.command(name="replay")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--domain", "domain_name", default=None, help="The runs' domain (tau-airline, ...).")
@click.option(
    "--budget",
    type=int,
    required=True,
    help="History budget: tokens a request may take after its stable prefix.",
)
@click.option(
    "--schema",
    "schemas",
    type=click.Path(dir_okay=False, path_type=Path),
    multiple=True,
    help="An SGD schema file (repeatable): PATH holds SGD dialogues, and the domain is "
    "the schemas' tools alone.",
)
@click.option(
    "--tasks",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="A τ²-bench tasks file to take gold actions from.",
)
@click.option(
    "--plot",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write history tokens per request to this .svg (or .png, with matplotlib).",
)
@click.option("--runs", "per_run", is_flag=True, help="Show each run's figures too.")
@click.option(
    "--tools-only",
    is_flag=True,
    help="Run agentstate on the domain's tool definitions and consequential tools alone "
    "(no domain code: from_tools); the probes still judge by the domain.",
)
@click.option(
    "--model",
    "model_spec",
    default=None,
    metavar="SPEC",
    help="Live diagnostics (re-reading, confabulation) with a model: module:factory.",
)
@json_option
def eval_replay(
    path: Path,
    domain_name: str | None,
    budget: int,
    schemas: tuple[Path, ...],
    tasks: Path | None,
    plot: Path | None,
    per_run: bool,
    tools_only: bool,
    model_spec: str | None,
    as_json: bool,
) -> None:
    """Replay recorded agent runs in PATH through agentstate, against the full transcript.

    Reports probe recovery, token cost, validity and the cache-stable share.

    PATH holds τ-bench trajectories, a τ²-bench run, or an OpenAI or Anthropic message list.
    """
    # Imported here: keeps the eval off CLI startup.
    from agentstate.domains import get_domain
    from agentstate.domains.tools_only import from_tools
    from agentstate.eval import live, report, runs, sgd
    from agentstate.eval.replay import evaluate_replay
    from agentstate.eval.strategies import AgentstateStrategy

    diagnostics: live.Diagnostics | None = None
    if budget <= 0:
        fail(f"--budget must be a positive number of tokens, not {budget}")
    if plot is not None and plot.suffix.lower() not in (".svg", ".png"):
        fail(f"--plot must name a .svg or .png file, not {plot.name!r}")
    if (domain_name is None) == (not schemas):
        fail("give --domain NAME, or --schema FILE for SGD dialogues (one of the two)")
    try:
        if schemas:
            domain = sgd.load_sgd_domain(schemas)
            parsed = [runs.read_json(schema, "SGD schema") for schema in schemas]
            recorded = sgd.sgd_runs(runs.read_json(path, "recording"), schemas=parsed)
        else:
            assert domain_name is not None
            domain = get_domain(domain_name)
            recorded = runs.load_runs(path, tasks=tasks)
        if tools_only and model_spec is not None:
            fail("--tools-only applies to the replay, not to --model diagnostics")
        if model_spec is not None:
            model = live.load_model(model_spec)
            diagnostics, result = live.diagnose(recorded, model=model, domain=domain, budget=budget)
        elif tools_only:
            own = from_tools(domain.tools, consequential=domain.consequential)
            strategy = AgentstateStrategy(budget, domain=own)
            result = evaluate_replay(recorded, domain=domain, budget=budget, strategies=[strategy])
        else:
            result = evaluate_replay(recorded, domain=domain, budget=budget)
        if plot is not None:
            report.write_plot(result, plot)
    except AgentStateError as exc:
        fail(str(exc))
    if as_json:
        data = result.to_json()
        if diagnostics is not None:
            data["diagnostics"] = diagnostics.to_json()
        emit(data)
        return
    click.echo(report.format_table(result, runs=per_run))
    if diagnostics is not None:
        found = diagnostics.to_json()
        click.echo(
            f"\nlive diagnostics ({found['model']}, {found['points']} points): "
            f"{found['rereads']} re-reads, {found['disagreements']} disagreements, "
            f"{found['unsupported_values']} unsupported values"
        )
    if plot is not None:
        click.echo(f"\nplot: {plot}")


COMMANDS: tuple[click.Command, ...] = (eval_group,)
"""This module's commands, for the ``agentstate`` group."""
