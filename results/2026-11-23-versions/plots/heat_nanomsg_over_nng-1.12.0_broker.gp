reset
$D0 << EOD
0 0 0.49411826649378193 "1.41"
0 1 1.510380674299787 "2.85"
1 0 0.4687620004469405 "1.38"
1 1 1.3569022947747857 "2.56"
EOD
$D1 << EOD
0 0 0.01570555102651348 "1.01"
0 1 1.7534811391576315 "3.37"
1 0 0.7983414313102565 "1.74"
1 1 -0.15914568783049407 "0.90"
EOD
$D2 << EOD
0 0 "n.s."
1 0 "n.s."
1 1 "n.s."
EOD
set terminal pngcairo noenhanced size 720,300 font 'sans,10'
set output "heat_nanomsg_over_nng-1.12.0_broker.png"
set multiplot layout 1,2 title "nanomsg ÷ nng-1.12.0, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.7534811391576315:1.7534811391576315]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "nanomsg / nng-1.12.0 round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8', \
     $D2 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 720,300 dynamic font 'sans,10' background '#ffffff'
set output "heat_nanomsg_over_nng-1.12.0_broker.svg"
set multiplot layout 1,2 title "nanomsg ÷ nng-1.12.0, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.7534811391576315:1.7534811391576315]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "nanomsg / nng-1.12.0 round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8'
set title "IPC" font ',11'
plot $D1 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D1 using 1:($2+0.12):4 with labels font ',8', \
     $D2 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
